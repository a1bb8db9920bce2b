import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Message } from '../types';
import { MessageBubble } from './message-bubble';

afterEach(cleanup);

const message: Message = {
  _id: '01HZY0000000000000000000AA',
  conversationId: '01HZY0000000000000000000BB',
  sender: '01HZY0000000000000000000CC',
  text: 'you will read this only if you choose to',
  img: '',
  seen: false,
  createdAt: '2026-11-26T10:00:00.000Z',
};
const sender = { _id: message.sender, username: 'blockedperson', profilePic: '' };

function show(fromBlocked: boolean) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ul>
        <MessageBubble
          message={fromBlocked ? { ...message, fromBlocked: true } : message}
          mine={false}
          sender={sender}
          showSender
        />
      </ul>
    </QueryClientProvider>,
  );
}

describe('a group message from someone I blocked', () => {
  it('stays collapsed as "Message from someone you blocked" until tapped', () => {
    show(true);
    expect(screen.queryByText(message.text)).toBeNull();
    expect(screen.queryByText('blockedperson')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Message from someone you blocked/ }));
    expect(screen.getByText(message.text)).toBeTruthy();
    expect(screen.getByText('blockedperson')).toBeTruthy();
  });

  it('other messages show at once', () => {
    show(false);
    expect(screen.getByText(message.text)).toBeTruthy();
    expect(screen.queryByText('Message from someone you blocked')).toBeNull();
  });
});
