// The browser tests' port (test/browsers.mjs testPort): any free one by default, so that runs side by
// side never race for one; MARQUEE_TEST_PORT when set, with a message that says what is wrong with it.
import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { test } from 'node:test';
import { testPort } from '../browsers.mjs';

/** Listens on a port the system picks; resolves to the server and its port. */
async function occupied() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  return { server, port: typeof address === 'object' && address ? address.port : 0 };
}

test('without MARQUEE_TEST_PORT the test server gets a free port, not one taken', async () => {
  const { server, port: taken } = await occupied();
  try {
    const port = await testPort('');
    assert.ok(Number.isInteger(port) && port > 0 && port !== taken, `got ${String(port)}`);
  } finally {
    server.close();
  }
});

test('MARQUEE_TEST_PORT set to a free port is used as it is', async () => {
  const { server, port } = await occupied();
  await new Promise((resolve) => server.close(resolve));
  assert.equal(await testPort(String(port)), port);
});

test('MARQUEE_TEST_PORT set to a port in use says so and how to go on', async () => {
  const { server, port } = await occupied();
  try {
    await assert.rejects(testPort(String(port)), new RegExp(`MARQUEE_TEST_PORT=${String(port)} cannot be used \\(EADDRINUSE\\).*unset`));
  } finally {
    server.close();
  }
});

test('MARQUEE_TEST_PORT that is no port number is refused by name', async () => {
  for (const value of ['http', '80.5', '0', '70000']) {
    await assert.rejects(testPort(value), /MARQUEE_TEST_PORT must be a port number \(1 to 65535\)/, value);
  }
});
