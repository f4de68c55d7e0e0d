// The baseline: a bare node:http endpoint answering every request with fixed JSON bytes.
import { createServer } from 'node:http';

const body = Buffer.from(process.env.BARE_BODY ?? '{"status":0,"msg":"OK","data":null}');
const server = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
    res.end(body);
  });
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : ''}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
