import {
  checkHandshake,
  closeRecord,
  completionRecord,
  parseClientMessage,
  splitRecords,
} from './protocol';

describe('hub protocol records', () => {
  it('splits a frame into records and keeps an unfinished tail', () => {
    expect(splitRecords('{"a":1}\x1e{"b":2}\x1e{"c"')).toEqual({
      records: ['{"a":1}', '{"b":2}'],
      rest: '{"c"',
    });
    expect(splitRecords('{"a":1}\x1e')).toEqual({ records: ['{"a":1}'], rest: '' });
  });

  it('accepts only json version 1 in the handshake', () => {
    expect(checkHandshake('{"protocol":"json","version":1}')).toBeUndefined();
    expect(checkHandshake('{"protocol":"messagepack","version":1}')).toBe(
      "The protocol 'messagepack' is not supported.",
    );
    expect(checkHandshake('{"protocol":"json","version":2}')).toBe(
      "The server does not support version 2 of the 'json' protocol.",
    );
    expect(checkHandshake('not json')).toBe('Handshake request could not be parsed.');
  });

  it('ignores unknown message types and rejects records without a type', () => {
    expect(parseClientMessage('{"type":42,"x":1}')).toBeNull();
    expect(() => parseClientMessage('{"target":"x"}')).toThrow();
    expect(() => parseClientMessage('{"type":1,"arguments":[]}')).toThrow();
  });

  it('reads an invocation with and without an invocation id', () => {
    expect(
      parseClientMessage('{"type":1,"invocationId":"0","target":"Login","arguments":[1]}'),
    ).toEqual({
      type: 1,
      invocationId: '0',
      target: 'Login',
      arguments: [1],
      streamIds: undefined,
    });
    expect(parseClientMessage('{"type":1,"target":"Login","arguments":[]}')).toMatchObject({
      invocationId: undefined,
    });
  });

  it('writes a Completion with either a result or an error, never both', () => {
    expect(completionRecord('1', { result: null })).toBe(
      '{"type":3,"invocationId":"1","result":null}\x1e',
    );
    expect(completionRecord('1', {})).toBe('{"type":3,"invocationId":"1"}\x1e');
    expect(completionRecord('1', { error: 'x' })).toBe(
      '{"type":3,"invocationId":"1","error":"x"}\x1e',
    );
  });

  it('writes Close with allowReconnect only when granted', () => {
    expect(closeRecord()).toBe('{"type":7}\x1e');
    expect(closeRecord('bye', true)).toBe('{"type":7,"error":"bye","allowReconnect":true}\x1e');
  });
});
