import type { FastifyBaseLogger } from 'fastify';

/** Delivers a login code. Production plugs in an SMS provider; development logs it. */
export interface SmsSender {
  send(phone: string, code: string): Promise<void>;
}

/**
 * The default sender: writes the code to the server log (message `sms code`), which is how a
 * developer — and the end-to-end tests — read it.
 */
export function createLogSmsSender(log: Pick<FastifyBaseLogger, 'info'>): SmsSender {
  return {
    async send(phone, code) {
      log.info({ phone, code, sms: true }, 'sms code');
    },
  };
}
