import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { postKeys } from '../features/posts/api/keys';
import { storyKeys } from '../features/stories/api/keys';
import { userKeys } from '../features/users/api/keys';
import { seedFirstAnswers } from './first-screen-cache';

describe('seedFirstAnswers', () => {
  it("puts each answer under its screen's query key, lists as their first page", () => {
    const client = new QueryClient();
    seedFirstAnswers(client, {
      '/api/posts/feed': [{ _id: 'f1' }],
      '/api/stories/getall': [{ _id: 's1' }],
      '/api/users/suggested': [{ _id: 'u9' }],
      '/api/users/profile/Maya': { _id: 'u1' },
      '/api/posts/user/%40bob%40remote.example': [{ _id: 'p2' }],
      '/api/posts/p1': { _id: 'p1' },
      '/api/posts/p1/thread': { post: { _id: 'p1' }, ancestors: [], replies: [] },
    });
    expect(client.getQueryData(postKeys.feed)).toEqual({ pages: [[{ _id: 'f1' }]], pageParams: [undefined] });
    expect(client.getQueryData(storyKeys.all)).toEqual([{ _id: 's1' }]);
    expect(client.getQueryData(userKeys.suggested)).toEqual([{ _id: 'u9' }]);
    expect(client.getQueryData(userKeys.profile('maya'))).toEqual({ _id: 'u1' });
    expect(client.getQueryData(postKeys.byUser('@bob@remote.example'))).toEqual({
      pages: [[{ _id: 'p2' }]],
      pageParams: [undefined],
    });
    expect(client.getQueryData(postKeys.post('p1'))).toEqual({ _id: 'p1' });
    expect(client.getQueryData(postKeys.thread('p1'))).toMatchObject({ pages: [{ post: { _id: 'p1' } }] });
  });

  it('leaves out answers no screen reads', () => {
    const client = new QueryClient();
    seedFirstAnswers(client, { '/api/notifications': [{ _id: 'n1' }] });
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});
