/** The part of @peertube/http-signature (PeerTube's draft-cavage library; it ships no types) the interop tests use. */
declare module '@peertube/http-signature' {
  interface SignableRequest {
    method: string;
    path: string;
    getHeader(name: string): string | undefined;
    setHeader(name: string, value: string): void;
  }
  interface ParsableRequest {
    method: string;
    url: string;
    httpVersion: string;
    headers: Record<string, string | string[] | undefined>;
  }
  interface ParsedSignature {
    keyId: string;
    algorithm: string;
    signingString: string;
    params: { headers: string[]; signature: string };
  }
  const httpSignature: {
    signRequest(
      request: SignableRequest,
      options: { keyId: string; key: string; algorithm?: string; authorizationHeaderName?: string; headers?: string[] },
    ): boolean;
    parseRequest(request: ParsableRequest, options?: { clockSkew?: number; headers?: string[] }): ParsedSignature;
    verifySignature(parsed: ParsedSignature, publicKeyPem: string): boolean;
  };
  export default httpSignature;
}
