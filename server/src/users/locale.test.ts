import { describe, expect, it } from 'vitest';
import { httpMessages } from '../http/messages.js';
import { postMessages } from '../posts/messages.js';
import { refusal } from '../test/refusal.js';
import { engines } from '../test/server.js';
import { connectSocket } from '../test/sockets.js';
import { useTestServer } from '../test/use-test-server.js';
import { userMessages } from './messages.js';

describe.each(engines)('the language of an account on %s', (engine) => {
  const server = useTestServer(engine);
  const missing = '/api/posts/01ARZ3NDEKTSV4RRFFQ69G5FAV';

  it('stores a language, shows it to its owner only, and answers errors in it when the request asks none', async () => {
    const client = server.client();
    const me = await client.signup();
    expect((await client.get(`/api/users/profile/${me._id}`)).body.locale).toBe('auto');
    const chosen = await client.put('/api/users/me/locale', { locale: 'es' });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toEqual({ locale: 'es' });
    expect((await client.get(`/api/users/profile/${me._id}`)).body.locale).toBe('es');
    expect((await server.client().get(`/api/users/profile/${me._id}`)).body).not.toHaveProperty('locale');

    const spanish = await client.get(missing);
    expect(spanish.body).toEqual({ error: 'No se encontró la publicación', code: postMessages.POST_NOT_FOUND.code });
    const asked = await client.request('GET', missing, undefined, { 'accept-language': 'ja,en;q=0.5' });
    expect(asked.body).toEqual({ error: '投稿が見つかりません', code: 'POST_NOT_FOUND' });

    expect((await client.put('/api/users/me/locale', { locale: 'auto' })).body).toEqual({ locale: 'auto' });
    expect((await client.get(missing)).body).toEqual(refusal(postMessages.POST_NOT_FOUND));
  });

  it("tells the account's open tabs, on every device, the language chosen", async () => {
    const phone = server.client();
    const me = await phone.signup({ password: 'correct horse battery' });
    const laptop = server.client();
    expect(
      (await laptop.post('/api/users/login', { username: me.username, password: 'correct horse battery' })).status,
    ).toBe(200);
    const laptopTab = await connectSocket(server.url, { cookie: laptop.cookie });
    const someoneElse = server.client();
    await someoneElse.signup();
    const otherTab = await connectSocket(server.url, { cookie: someoneElse.cookie });
    try {
      const told = laptopTab.waitFor('localeChosen');
      await phone.put('/api/users/me/locale', { locale: 'ja' });
      expect(await told).toEqual({ locale: 'ja' });
      const automatic = laptopTab.waitFor('localeChosen', (payload: any) => payload.locale === 'auto');
      await phone.put('/api/users/me/locale', { locale: 'auto' });
      expect(await automatic).toEqual({ locale: 'auto' });
      expect(otherTab.all('localeChosen')).toEqual([]);
    } finally {
      laptopTab.close();
      otherTab.close();
    }
  });

  it('answers every language by the request first: Arabic, a region of Spanish, and English for others', async () => {
    const client = server.client();
    const ask = (language: string) => client.request('GET', missing, undefined, { 'accept-language': language });
    expect((await ask('ar-EG')).body).toEqual({ error: 'المنشور غير موجود', code: 'POST_NOT_FOUND' });
    expect((await ask('es-MX,es;q=0.9')).body.error).toBe('No se encontró la publicación');
    expect((await ask('fr-FR,de;q=0.8')).body).toEqual(refusal(postMessages.POST_NOT_FOUND));
    const route = await client.request('GET', '/api/nothing', undefined, { 'accept-language': 'es' });
    expect(route.body).toEqual({ error: 'No existe la ruta GET /api/nothing', code: 'ROUTE_NOT_FOUND' });
  });

  it('refuses anything but one of its languages, a visitor, and a body without locale, changing nothing', async () => {
    const client = server.client();
    const me = await client.signup();
    await client.put('/api/users/me/locale', { locale: 'ja' });
    for (const locale of ['fr', 'EN', '', 'es-ES', 5]) {
      const refused = await client.put('/api/users/me/locale', { locale });
      expect([locale, refused.status]).toEqual([locale, 400]);
      expect(refused.body.code).toBe(typeof locale === 'number' ? 'INVALID_FIELD' : userMessages.LOCALE_INVALID.code);
    }
    expect((await client.put('/api/users/me/locale', { locale: 'fr' })).body).toEqual({
      error: 'locale は "auto"、"en"、"es"、"ja"、"ar" のいずれかです',
      code: 'LOCALE_INVALID',
    });
    expect((await client.put('/api/users/me/locale', {})).body.code).toBe('INVALID_FIELD');
    const visitor = await server.client().put('/api/users/me/locale', { locale: 'es' });
    expect([visitor.status, visitor.body]).toEqual([401, refusal(httpMessages.LOGIN_REQUIRED)]);
    expect((await client.get(`/api/users/profile/${me._id}`)).body.locale).toBe('ja');
    expect((await client.put('/api/users/me/locale', { locale: null })).body).toEqual({ locale: 'auto' });
  });
});
