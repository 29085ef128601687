import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AwsV4Signer } from 'aws4fetch';

/**
 * A small S3-compatible object store on a loopback port: path-style `PUT|GET|DELETE
 * /{bucket}/{key}`, SigV4 checked in full (a wrong secret is refused like S3 does, 403
 * SignatureDoesNotMatch), the payload hash checked when one is signed, and S3's XML error bodies
 * (`NoSuchBucket`, `NoSuchKey`, `AccessDenied`).
 */
/** Credentials the tests give the S3 storage; the build scan proves they never reach the web bundle. */
export const FAKE_S3_CREDENTIALS = {
  accessKeyId: 'AKIAFAKEMISE7TESTKEY',
  secretAccessKey: 'fake-s3-secret-Zp8Qw3Er6Ty9Ui2Op5As1Df4Gh7',
};

export interface FakeS3Object {
  body: Buffer;
  contentType: string | undefined;
  cacheControl: string | undefined;
}

export interface FakeS3 {
  endpoint: string;
  objects: Map<string, FakeS3Object>;
  requests: { method: string; path: string; authorization: string | undefined }[];
  /** 'deny' answers every request 403 AccessDenied, like a bucket policy would. */
  mode: 'ok' | 'deny' | 'hang';
  close(): Promise<void>;
}

function xmlError(res: ServerResponse, status: number, code: string, message: string) {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><RequestId>fake</RequestId></Error>`,
  );
}

export async function startFakeS3(options: {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  buckets: string[];
}): Promise<FakeS3> {
  const open = new Set<ServerResponse>();

  async function signatureMatches(req: IncomingMessage, host: string): Promise<boolean> {
    const authorization = req.headers.authorization ?? '';
    const signed = /SignedHeaders=([^,]+)/.exec(authorization)?.[1]?.split(';') ?? [];
    const credential = /Credential=([^/]+)\//.exec(authorization)?.[1];
    const datetime = req.headers['x-amz-date'];
    if (!authorization.startsWith('AWS4-HMAC-SHA256 ') || credential !== options.accessKeyId)
      return false;
    if (typeof datetime !== 'string') return false;
    const headers = new Headers();
    for (const name of signed) {
      if (name === 'host') continue;
      const value = req.headers[name];
      if (typeof value === 'string') headers.set(name, value);
    }
    const expected = await new AwsV4Signer({
      method: req.method ?? 'GET',
      url: `http://${host}${req.url ?? '/'}`,
      headers,
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      service: 's3',
      region: options.region,
      datetime,
    }).sign();
    return expected.headers.get('authorization') === authorization;
  }

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    fake.requests.push({
      method: req.method ?? '',
      path,
      authorization: req.headers.authorization,
    });

    if (!req.headers.authorization) return xmlError(res, 403, 'AccessDenied', 'Access Denied');
    if (!(await signatureMatches(req, req.headers.host ?? '')))
      return xmlError(
        res,
        403,
        'SignatureDoesNotMatch',
        'The request signature we calculated does not match the signature you provided.',
      );
    const payloadHash = req.headers['x-amz-content-sha256'];
    if (
      typeof payloadHash === 'string' &&
      payloadHash !== 'UNSIGNED-PAYLOAD' &&
      payloadHash !== createHash('sha256').update(body).digest('hex')
    )
      return xmlError(
        res,
        400,
        'XAmzContentSHA256Mismatch',
        'The provided content hash does not match.',
      );
    if (fake.mode === 'deny') return xmlError(res, 403, 'AccessDenied', 'Access Denied');
    if (fake.mode === 'hang') {
      open.add(res);
      return;
    }

    const [, bucket = '', ...rest] = path.split('/');
    const key = rest.join('/');
    if (!options.buckets.includes(bucket))
      return xmlError(res, 404, 'NoSuchBucket', 'The specified bucket does not exist');
    const id = `${bucket}/${key}`;
    switch (req.method) {
      case 'PUT':
        fake.objects.set(id, {
          body,
          contentType: req.headers['content-type'],
          cacheControl: req.headers['cache-control'],
        });
        res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
        return res.end();
      case 'GET': {
        const object = fake.objects.get(id);
        if (!object) return xmlError(res, 404, 'NoSuchKey', 'The specified key does not exist.');
        res.writeHead(200, {
          'content-type': object.contentType ?? 'binary/octet-stream',
          'content-length': object.body.byteLength,
          ...(object.cacheControl ? { 'cache-control': object.cacheControl } : {}),
        });
        return res.end(object.body);
      }
      case 'DELETE':
        fake.objects.delete(id);
        res.writeHead(204);
        return res.end();
      default:
        return xmlError(res, 405, 'MethodNotAllowed', 'The specified method is not allowed.');
    }
  };

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const fake: FakeS3 = {
    endpoint: `http://127.0.0.1:${port}`,
    objects: new Map(),
    requests: [],
    mode: 'ok',
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of open) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
