/**
 * A raw client for the upload limits: it declares a `Content-Length`, sends only the start of the
 * body and keeps the request open, so that only an answer computed before the body is read can
 * arrive (a server reading the body first would never answer, and the test would time out).
 */
import { request } from 'node:http';

export interface DeclaredUpload {
  port: number;
  path: string;
  token: string;
  boundary: string;
  /** The size the request claims, in bytes. */
  declared: number;
  /** The only part of the body that is sent. */
  start: string;
}

/** Sends the start of a multipart body that declares more, resolves on the server's answer. */
export function sendDeclaredUpload(upload: DeclaredUpload): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({
      host: '127.0.0.1',
      port: upload.port,
      path: upload.path,
      method: 'POST',
      headers: {
        authorization: `Bearer ${upload.token}`,
        'content-type': `multipart/form-data; boundary=${upload.boundary}`,
        'content-length': String(upload.declared),
      },
    });
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body });
        req.destroy();
      });
    });
    req.on('error', reject);
    req.write(upload.start);
  });
}
