/**
 * A software WebAuthn authenticator for tests (issue 26; issue 27's cross-process test): ES256,
 * attestation "none", WebAuthn Level 2 §6.1 authenticator data, §6.5.4 attested credential data,
 * CTAP2 canonical CBOR, all with node:crypto. It answers the options the server sends as
 * `navigator.credentials.create` / `get` would, for the page at a given origin.
 *
 * ```ts
 * const key = new SoftAuthenticator();
 * const created = key.create(registrationOptions, 'http://localhost:3000'); // POST /api/passkeys
 * const signed = key.get(signInOptions, 'http://localhost:3000');          // POST /api/passkeys/sign-in
 * ```
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

// --- A minimal CBOR encoder (RFC 8949 §3): what attestation objects and COSE keys need. -------------
type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;
function head(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n]);
  if (n < 256) return Buffer.from([(major << 5) | 24, n]);
  const b = Buffer.alloc(3);
  b[0] = (major << 5) | 25;
  b.writeUInt16BE(n, 1);
  return b;
}
function cbor(v: Cbor): Buffer {
  if (typeof v === 'number') return v >= 0 ? head(0, v) : head(1, -1 - v);
  if (typeof v === 'string') return Buffer.concat([head(3, Buffer.byteLength(v)), Buffer.from(v)]);
  if (v instanceof Uint8Array) return Buffer.concat([head(2, v.length), Buffer.from(v)]);
  return Buffer.concat([head(5, v.size), ...[...v].flatMap(([k, x]) => [cbor(k), cbor(x)])]);
}

export const b64u = (b: Uint8Array | string): string => Buffer.from(b).toString('base64url');
const sha256 = (b: Uint8Array | string): Buffer => createHash('sha256').update(b).digest();

/** A platform authenticator holding one ES256 credential (a discoverable one, as the server asks). */
export class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly key: { privateKey: KeyObject; publicKey: KeyObject } = generateKeyPairSync('ec', {
    namedCurve: 'P-256',
  });
  counter = 0;
  /** Whether it counts signatures (some authenticators always say 0: the server then cannot compare). */
  keepsCounter = true;
  userHandle = '';

  /** `navigator.credentials.create` for the options, as the page at `origin` would run it. */
  create(
    options: { challenge: string; rp: { id: string }; user: { id: string } },
    origin: string,
    rpId = options.rp.id,
  ) {
    this.userHandle = options.user.id;
    const jwk = this.key.publicKey.export({ format: 'jwk' });
    const cose = new Map<Cbor, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      this.authData(rpId, 0x45), // UP, UV, AT
      Buffer.alloc(16), // AAGUID: none
      idLength,
      this.credentialId,
      cbor(cose),
    ]);
    const clientDataJSON = JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin });
    const attestationObject = cbor(
      new Map<Cbor, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return {
      id: b64u(this.credentialId),
      rawId: b64u(this.credentialId),
      type: 'public-key',
      response: {
        clientDataJSON: b64u(clientDataJSON),
        attestationObject: b64u(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    };
  }

  /** `navigator.credentials.get` for the options at `origin`: signs authenticator data + client data hash. */
  get(options: { challenge: string; rpId?: string }, origin: string, rpId = options.rpId!) {
    if (this.keepsCounter) this.counter++;
    const authenticatorData = this.authData(rpId, 0x05);
    const clientDataJSON = JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin });
    const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), this.key.privateKey);
    return {
      id: b64u(this.credentialId),
      rawId: b64u(this.credentialId),
      type: 'public-key',
      response: {
        clientDataJSON: b64u(clientDataJSON),
        authenticatorData: b64u(authenticatorData),
        signature: b64u(signature),
        userHandle: this.userHandle,
      },
      clientExtensionResults: {},
    };
  }

  private authData(rpId: string, flags: number): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count]);
  }
}
