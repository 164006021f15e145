import { pagePolicy, wasmPages } from '@/lib/security/csp.js';

const scriptSrc = (policy: string) => policy.split('; ').find((d) => d.startsWith('script-src '))!;

describe("'wasm-unsafe-eval' only where the search runs", () => {
  test('the default page policy lets no WebAssembly compile', () => {
    expect(scriptSrc(pagePolicy(['sha256-abc']))).toBe("script-src 'self' 'sha256-abc'");
  });

  test('a wasm page adds exactly wasm-unsafe-eval, nothing broader', () => {
    const directive = scriptSrc(pagePolicy(['sha256-abc'], { wasm: true }));
    expect(directive).toBe("script-src 'self' 'wasm-unsafe-eval' 'sha256-abc'");
    expect(directive).not.toMatch(/'unsafe-(eval|inline)'/);
  });

  test('only the /soeg page is a wasm page', () => {
    expect(wasmPages).toEqual(['soeg.html']);
  });
});
