import { describe, expect, it } from 'vitest';
import { addressKind, addressRefusal } from './addresses.js';
import { OutboundError } from './errors.js';
import { checkOutboundUrl } from './urls.js';

const strict = { allowLoopback: false };
const loopbackAllowed = { allowLoopback: true };

describe('outbound address rules', () => {
  const refused: Array<[string, string[]]> = [
    ['loopback', ['127.0.0.1', '127.255.255.254', '::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '[::1]']],
    ['private', ['10.0.0.1', '10.255.255.255', '172.16.0.1', '172.31.255.254', '192.168.0.1', '::ffff:10.0.0.1']],
    ['shared', ['100.64.0.1', '100.127.255.254', '::ffff:100.64.0.1']],
    ['link-local', ['169.254.169.254', '169.254.0.1', 'fe80::1', 'febf::1', '::ffff:169.254.169.254']],
    ['unique-local', ['fc00::1', 'fd12:3456::1', 'fdff:ffff::1', 'fec0::1']],
    ['multicast', ['224.0.0.1', '239.255.255.250', 'ff02::1', 'ff05::1:3', '::ffff:224.0.0.1']],
    ['unspecified', ['0.0.0.0', '0.1.2.3', '::', '::ffff:0.0.0.0']],
    ['reserved', ['255.255.255.255', '240.0.0.1', '192.0.2.1', '198.18.0.1', '2001:db8::1', '100::1']],
  ];

  for (const [kind, addresses] of refused) {
    it(`refuses ${kind} addresses, IPv4 and IPv6 (IPv4-mapped included)`, () => {
      for (const address of addresses) {
        expect(addressKind(address), address).toBe(kind);
        expect(addressRefusal(address, strict), address).toBe(`${address} is a ${kind} address`);
      }
    });
  }

  it('judges IPv6 forms that carry an IPv4 address by that address (NAT64, 6to4, compatible)', () => {
    expect(addressKind('64:ff9b::10.0.0.1')).toBe('private');
    expect(addressKind('64:ff9b::a9fe:a9fe')).toBe('link-local');
    expect(addressKind('2002:7f00:1::')).toBe('loopback');
    expect(addressKind('2002:c0a8:101::1')).toBe('private');
    expect(addressKind('::10.0.0.1')).toBe('private');
    expect(addressKind('64:ff9b::8.8.8.8')).toBe('public');
    expect(addressKind('2002:808:808::1')).toBe('public');
  });

  it('admits public unicast addresses, right next to the refused ranges', () => {
    for (const address of [
      '8.8.8.8',
      '1.1.1.1',
      '100.63.255.255',
      '100.128.0.1',
      '172.15.255.255',
      '172.32.0.1',
      '169.253.255.255',
      '11.0.0.1',
      '223.255.255.255',
      '2606:4700:4700::1111',
      '2a00:1450:4001:81b::200e',
      '::ffff:8.8.8.8',
    ]) {
      expect(addressRefusal(address, strict), address).toBeUndefined();
    }
  });

  it('OUTBOUND_ALLOW_LOOPBACK admits loopback and nothing else', () => {
    for (const address of ['127.0.0.1', '127.0.0.3', '::1', '::ffff:127.0.0.1']) {
      expect(addressRefusal(address, loopbackAllowed), address).toBeUndefined();
    }
    for (const address of ['10.0.0.1', '169.254.169.254', 'fd00::1', '0.0.0.0', '100.64.0.1', 'fe80::1']) {
      expect(addressRefusal(address, loopbackAllowed), address).toBeDefined();
    }
    expect(addressKind('not an address')).toBe('invalid');
  });

  it('checks URLs without DNS: https only, no credentials, IP literals in every spelling', () => {
    const refusedUrl = (url: string, policy = strict) => {
      try {
        checkOutboundUrl(url, policy);
      } catch (error) {
        return error instanceof OutboundError && error.failure === 'refused';
      }
      return false;
    };
    for (const url of [
      'http://example.com/',
      'ftp://example.com/',
      'file:///etc/passwd',
      'https://user:pw@example.com/',
      'https://127.1/',
      'https://0x7f.0.0.1/',
      'https://2130706433/',
      'https://[::ffff:127.0.0.1]/',
      'https://[0:0:0:0:0:ffff:a9fe:a9fe]/',
      'https://localhost/',
      'https://api.localhost./',
      'not a url',
    ]) {
      expect(refusedUrl(url), url).toBe(true);
    }
    expect(checkOutboundUrl('https://mastodon.example/users/a', strict).hostname).toBe('mastodon.example');
    expect(checkOutboundUrl('http://127.0.0.2:3000/inbox', loopbackAllowed).port).toBe('3000');
    expect(refusedUrl('http://10.0.0.1/', loopbackAllowed)).toBe(true);
  });
});
