import { render, screen } from '@testing-library/react';
import MessageText from '../../../../components/messages/message-text';
import { SOCKET_EVENTS } from '../../../../lib/socket-events';
import reducer, { conversationOpened, conversationsLoaded, olderMessagesLoaded } from '../../../../redux/messages/slice';
import { socketEventReceived } from '../../../../redux/socket/slice';
import type { Conversation, Message } from '../../../../types/message';

const message = (id: string, senderId: string, at: string, conversationId = 'c1'): Message => ({
  _id: id,
  conversationId,
  senderId,
  body: `text ${id}`,
  createdAt: at,
  deleted: false,
  moderated: false,
  tip: null,
  photos: [],
  price: null,
});
const conversation = (id: string, otherId: string, last: Message | null = null): Conversation => ({
  _id: id,
  other: { _id: otherId, name: 'Nova Lane', username: 'nova', avatar: null, isCreator: true },
  lastMessage: last,
  unread: 0,
  otherReadUpTo: null,
  otherDeliveredUpTo: null,
});
const received = (event: string, payload: unknown) => socketEventReceived({ event, payload });

describe('a message’s text', () => {
  it('links web addresses (opened apart, no standing passed) and keeps everything else as text', () => {
    const { container } = render(<MessageText text={'See https://example.com/a?b=1, or <b>this</b>.\nBye'} />);
    const link = screen.getByRole('link', { name: 'https://example.com/a?b=1' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    expect(link).toHaveAttribute('target', '_blank');
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toBe('See https://example.com/a?b=1, or <b>this</b>.\nBye');
  });
});

describe('the messages store', () => {
  it('keeps the open conversation oldest first, adds older pages above and live messages below, once each', () => {
    let state = reducer(
      undefined,
      conversationOpened({
        conversation: conversation('c1', 'nova'),
        items: [message('m3', 'me', '2026-01-01T00:03:00Z'), message('m2', 'nova', '2026-01-01T00:02:00Z')],
        next: 'older',
      }),
    );
    state = reducer(
      state,
      olderMessagesLoaded({
        conversation: conversation('c1', 'nova'),
        items: [message('m2', 'nova', '2026-01-01T00:02:00Z'), message('m1', 'me', '2026-01-01T00:01:00Z')],
        next: null,
      }),
    );
    const live = message('m4', 'nova', '2026-01-01T00:04:00Z');
    state = reducer(state, received(SOCKET_EVENTS.messageNew, { message: live, unread: { conversations: 1, messages: 1 } }));
    state = reducer(state, received(SOCKET_EVENTS.messageNew, { message: live, unread: { conversations: 1, messages: 1 } }));
    expect(state.open!.messages.map((m) => m._id)).toEqual(['m1', 'm2', 'm3', 'm4']);
    expect([state.open!.older, state.unread]).toEqual([null, { conversations: 1, messages: 1 }]);
  });

  it('moves a conversation to the top of the list with one more unread, and marks a new one stale', () => {
    let state = reducer(undefined, conversationsLoaded({ items: [conversation('c1', 'a'), conversation('c2', 'b')], next: null, more: false }));
    state = reducer(
      state,
      received(SOCKET_EVENTS.messageNew, { message: message('m9', 'b', '2026-01-02T00:00:00Z', 'c2'), unread: { conversations: 1, messages: 1 } }),
    );
    expect(state.list!.items.map((c) => [c._id, c.unread])).toEqual([
      ['c2', 1],
      ['c1', 0],
    ]);
    // The viewer's own message (no unread counts on it) adds nothing unread.
    state = reducer(state, received(SOCKET_EVENTS.messageNew, { message: message('m10', 'me', '2026-01-02T00:01:00Z', 'c1'), unread: null }));
    expect(state.list!.items.map((c) => [c._id, c.unread])).toEqual([
      ['c1', 0],
      ['c2', 1],
    ]);
    state = reducer(
      state,
      received(SOCKET_EVENTS.messageNew, { message: message('m11', 'z', '2026-01-02T00:02:00Z', 'c3'), unread: { conversations: 2, messages: 2 } }),
    );
    expect(state.list!.stale).toBe(true);
  });

  it('takes the other person’s read and delivered marks, typing, and deletions in the open conversation only', () => {
    let state = reducer(
      undefined,
      conversationOpened({ conversation: conversation('c1', 'nova'), items: [message('m1', 'me', '2026-01-01T00:01:00Z')], next: null }),
    );
    state = reducer(state, received(SOCKET_EVENTS.messageDelivered, { conversationId: 'c1', userId: 'nova', deliveredUpTo: '2026-01-01T00:01:00Z' }));
    state = reducer(state, received(SOCKET_EVENTS.messageRead, { conversationId: 'c1', readerId: 'nova', readUpTo: '2026-01-01T00:01:00Z', unread: null }));
    state = reducer(state, received(SOCKET_EVENTS.messageTyping, { conversationId: 'c1', userId: 'nova' }));
    state = reducer(state, received(SOCKET_EVENTS.messageDeleted, { conversationId: 'c1', messageId: 'm1', unread: null }));
    state = reducer(state, received(SOCKET_EVENTS.messageRead, { conversationId: 'other', readerId: 'x', readUpTo: '2027-01-01T00:00:00Z', unread: null }));
    expect(state.open!.conversation).toMatchObject({ otherDeliveredUpTo: '2026-01-01T00:01:00Z', otherReadUpTo: '2026-01-01T00:01:00Z' });
    expect(state.open!.typingAt).not.toBeNull();
    expect(state.open!.messages[0]).toMatchObject({ deleted: true, body: '' });
  });

  it('hides a message the staff took down, in the open conversation and as the list’s last message', () => {
    const spam = {
      ...message('m2', 'nova', '2026-01-01T00:02:00Z'),
      photos: [{ _id: 'p1', kind: 'photo' as const, width: 10, height: 10, thumbnail: '/t', url: '/u', durationSeconds: null, stream: null }],
    };
    let state = reducer(undefined, conversationsLoaded({ items: [conversation('c1', 'nova', spam)], next: null, more: false }));
    state = reducer(
      state,
      conversationOpened({ conversation: conversation('c1', 'nova', spam), items: [spam, message('m1', 'me', '2026-01-01T00:01:00Z')], next: null }),
    );
    state = reducer(state, received(SOCKET_EVENTS.messageHidden, { conversationId: 'c1', messageId: 'm2' }));
    expect(state.open!.messages.map((m) => [m._id, m.moderated, m.body, m.photos.length])).toEqual([
      ['m1', false, 'text m1', 0],
      ['m2', true, '', 0],
    ]);
    expect(state.list!.items[0].lastMessage).toMatchObject({ _id: 'm2', moderated: true, body: '', photos: [] });
  });
});
