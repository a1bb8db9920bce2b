import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCurrentUser } from '../../../lib/current-user';
import { profileAnswer } from '../profile-answer.fixture';
import type { UserProfile } from '../types';
import { FollowButton } from './follow-button';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setCurrentUser(null);
});

const me = profileAnswer({ _id: '01JD8X9A1B2C3D4E5F6G7H8J9K', name: 'Ben', username: 'ben' });

const maya = { _id: '01JD8X7Q4K2M5N6P7R8S9T0V1W', name: 'Maya', username: 'maya@far.example', profilePic: '', bio: '' };

describe('FollowButton for a person on another server', () => {
  it('says "Requested" until their server accepts, and asking again takes the request back', async () => {
    setCurrentUser(me);
    const answers = [
      { message: 'Asked to follow Maya', following: false, followPending: true },
      { message: 'Unfollowed Maya', following: false },
    ];
    vi.stubGlobal('fetch', async () => Response.json(answers.shift()));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <FollowButton user={maya} />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Follow maya@far.example' }));
    expect(await screen.findByRole('button', { name: 'Requested maya@far.example' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Requested maya@far.example' }));
    expect(await screen.findByRole('button', { name: 'Follow maya@far.example' })).toBeTruthy();
  });
});

describe('FollowButton after a reload', () => {
  it('says "Requested" when their profile from the server says the request still waits', async () => {
    setCurrentUser(me);
    const profile: UserProfile = {
      ...me,
      ...maya,
      email: undefined,
      remote: true,
      host: 'far.example',
      followRequestedByMe: true,
    };
    render(
      <QueryClientProvider client={new QueryClient()}>
        <FollowButton user={profile} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('button', { name: 'Requested maya@far.example' })).toBeTruthy();
  });
});
