// Runs s3rver for test/support/s3-server.ts in a process of its own, started with
// --openssl-legacy-provider: s3rver encrypts its listing continuation tokens with DES, which
// Node 20's OpenSSL 3 refuses otherwise. Prints the port, stops when its parent closes stdin.
const S3rver = require('s3rver');

const [directory, ...buckets] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: buckets.map((name) => ({ name })),
});
server.run().then(({ port }) => process.stdout.write(`${port}\n`));
process.stdin.resume();
process.stdin.on('end', () => server.close().then(() => process.exit(0)));
