/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The shared secret hashed into `token-app`; the server's development default otherwise. */
  readonly VITE_APP_SECRET?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
