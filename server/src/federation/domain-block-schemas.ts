import { Type } from 'typebox';

const example = {
  domain: 'spam.example',
  severity: 'block',
  reason: 'Spam waves',
  createdAt: '2026-11-26T21:00:00.000Z',
};

const Severity = Type.Union([Type.Literal('block'), Type.Literal('limit')]);
export const DomainBlockSchema = Type.Object(
  {
    domain: Type.String(),
    severity: Severity,
    reason: Type.String(),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { examples: [example] },
);
const Time = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);
const KnownServerSchema = Type.Object({
  host: Type.String(),
  people: Type.Integer({ description: 'Their people known here' }),
  lastContactAt: Time,
  lastDeliveryAt: Time,
  failures: Type.Integer(),
  failingSince: Time,
  paused: Type.Boolean({ description: 'Deliveries held: every delivery failed for 7 days' }),
  severity: Type.Union([Severity, Type.Null()]),
});

export const DomainBlockListSchema = Type.Array(DomainBlockSchema, { examples: [[example]] });

export const KnownServerListSchema = Type.Array(KnownServerSchema, {
  examples: [
    [
      {
        host: 'social.example',
        people: 12,
        lastContactAt: '2026-11-26T21:00:00.000Z',
        lastDeliveryAt: '2026-11-26T21:01:00.000Z',
        failures: 0,
        failingSince: null,
        paused: false,
        severity: null,
      },
    ],
  ],
});
