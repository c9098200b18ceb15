// The bare upload baseline (a child process of `npm run bench`): PUT /upload writes the request body to a file in
// the folder given as first argument and answers 201 with the bytes written. No framework, no checks, no database.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

const [dir, port] = process.argv.slice(2);
const file = path.join(dir, 'upload.bin');

const server = http.createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/health') return void res.end('ok');
  if (req.method !== 'PUT' || req.url !== '/upload') {
    res.statusCode = 404;
    return void res.end();
  }
  pipeline(req, fs.createWriteStream(file)).then(
    () => {
      res.statusCode = 201;
      res.end(String(fs.statSync(file).size));
    },
    (err: Error) => {
      res.statusCode = 500;
      res.end(err.message);
    },
  );
});
server.listen(Number(port), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
// The bench went away without stopping us: go too.
process.on('disconnect', () => process.exit(0));
