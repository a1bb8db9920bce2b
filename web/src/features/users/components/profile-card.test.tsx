import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCurrentUser } from '../../../lib/current-user';
import { profileAnswer } from '../profile-answer.fixture';
import type { UserProfile } from '../types';
import { ProfileCard } from './profile-card';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setCurrentUser(null);
});

const ben = profileAnswer({ _id: '01JD8X9A1B2C3D4E5F6G7H8J9K', name: 'Ben Okafor', username: 'ben' });

const maya: UserProfile = {
  ...ben,
  _id: '01JD8X7Q4K2M5N6P7R8S9T0V1W',
  name: 'Maya Lin',
  username: 'maya@far.example',
  email: undefined,
  remote: true,
  host: 'far.example',
  url: 'https://far.example/@maya',
};

function show(user: UserProfile) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ProfileCard user={user} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('ProfileCard handles', () => {
  it('shows my own full handle with this server’s host, and copies it', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    setCurrentUser(ben);
    show(ben);
    const handle = `@ben@${window.location.host}`;
    expect(screen.getByTestId('profile-handle').textContent).toBe(handle);
    fireEvent.click(screen.getByRole('button', { name: 'Copy handle' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(handle));
    expect(screen.queryByRole('link', { name: 'View on original server' })).toBeNull();
  });

  it('shows a remote person as @name@host with their server, and links to their profile there in a new tab', () => {
    setCurrentUser(ben);
    show(maya);
    expect(screen.getByTestId('profile-handle').textContent).toBe('@maya@far.example');
    expect(screen.getByText('far.example')).toBeTruthy();
    const original = screen.getByRole('link', { name: 'View on original server' });
    expect(original.getAttribute('href')).toBe('https://far.example/@maya');
    expect(original.getAttribute('target')).toBe('_blank');
    expect(original.getAttribute('rel')).toContain('noreferrer');
    // Only my own handle is offered to copy.
    expect(screen.queryByRole('button', { name: 'Copy handle' })).toBeNull();
  });

  it('says a remote person moved, with a link to their new account here', () => {
    setCurrentUser(ben);
    show({ ...maya, movedTo: 'maya@new.example' });
    expect(screen.getByRole('note').textContent).toContain('This account has moved.');
    const next = screen.getByRole('link', { name: 'Go to @maya@new.example' });
    expect(next.getAttribute('href')).toBe('/maya@new.example');
  });

  it('shows a remote server’s name beside its host, as text', () => {
    setCurrentUser(ben);
    show({ ...maya, serverName: '<b>Far Café</b>' });
    expect(screen.getByTestId('profile-server-name').textContent).toBe('<b>Far Café</b>');
    expect(screen.getByText('far.example')).toBeTruthy();
  });

  it('says nothing about a move when there was none', () => {
    setCurrentUser(ben);
    show(maya);
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('shows someone else here by their username, without a copy button or an original server', () => {
    setCurrentUser(maya);
    show({ ...ben, email: undefined });
    expect(screen.getByTestId('profile-handle').textContent).toBe('@ben');
    expect(screen.queryByRole('button', { name: 'Copy handle' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'View on original server' })).toBeNull();
  });
});

describe('ProfileCard menus and dialogs, loaded on demand', () => {
  it('offers a visitor Copy link from "…", loading the menu on the first press', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    show(ben);
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'More options' }));
    // The first test to load the menu's module in this file waits for Vite to transform it.
    const copy = await screen.findByRole('menuitem', { name: 'Copy link' }, { timeout: 10_000 });
    expect(screen.queryByRole('menuitem', { name: 'Block @ben' })).toBeNull();
    fireEvent.click(copy);
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(window.location.href));
  });

  it('offers someone else Copy link first, then Block, Mute and Report, as their profile says they stand', async () => {
    setCurrentUser(maya);
    show({ ...ben, mutedByMe: true });
    fireEvent.click(screen.getByRole('button', { name: 'More options' }));
    await screen.findByRole('menuitem', { name: 'Copy link' });
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['Copy link', 'Block @ben', 'Unmute @ben', 'Report @ben']);
  });

  it('enlarges the picture in a dialog that loads on the first press, the button busy meanwhile', async () => {
    setCurrentUser(maya);
    show(ben);
    const enlarge = screen.getByRole('button', { name: 'Enlarge profile picture' });
    expect(enlarge.getAttribute('aria-busy')).toBeNull();
    fireEvent.click(enlarge);
    expect(enlarge.getAttribute('aria-busy')).toBe('true');
    const dialog = await screen.findByRole('dialog', { name: 'Ben Okafor' });
    expect(dialog.querySelector('img')?.getAttribute('alt')).toBe('ben');
    expect(enlarge.getAttribute('aria-busy')).toBeNull();
  });
});
