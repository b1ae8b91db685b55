import { SIGN_IN_CHALLENGE_PATH, SIGN_IN_CHALLENGE_SOLVING } from '@foro/shared/session/sign-in-challenge';

/**
 * The connect page's only scripts (decision 0069). The page works without them; with them, before
 * the sign-in form leaves, the browser asks whether the account needs a challenge (after repeated
 * failures) and, if so, says so in Spanish and solves it in Web Workers, then sends the form as it
 * was with the token: the member types the password once.
 */
export const CONNECT_SCRIPT_PATH = '/connect/connect.js';
export const CONNECT_WORKER_PATH = '/connect/solver.js';

export const connectScript = `(() => {
  'use strict';
  const form = document.querySelector('form[data-challenge]');
  if (!form) return;
  const status = document.getElementById('signin-status');
  const button = form.querySelector('button[type=submit]');
  const field = (name) => form.elements.namedItem(name);
  let ready = false;
  const solve = (c) => new Promise((resolve, reject) => {
    const lanes = Math.max(1, Math.min(navigator.hardwareConcurrency || 2, 8));
    const workers = [];
    let left = lanes;
    const stop = () => workers.forEach((w) => w.terminate());
    for (let i = 0; i < lanes; i++) {
      const worker = new Worker(${JSON.stringify(CONNECT_WORKER_PATH)});
      workers.push(worker);
      worker.onmessage = (event) => {
        if (typeof event.data === 'number') { stop(); resolve(event.data); }
        else if (--left === 0) { stop(); reject(new Error('sin solución')); }
      };
      worker.onerror = () => { stop(); reject(new Error('worker')); };
      worker.postMessage({ salt: c.salt, challenge: c.challenge, max: c.maxnumber, start: i, step: lanes });
    }
  });
  form.addEventListener('submit', async (event) => {
    if (ready) return;
    event.preventDefault();
    button.disabled = true;
    try {
      const body = new URLSearchParams({ email: field('email').value, _token: field('_token').value });
      const answer = await fetch(${JSON.stringify(SIGN_IN_CHALLENGE_PATH)}, { method: 'POST', body, credentials: 'same-origin' });
      const challenge = answer.ok ? (await answer.json()).challenge : null;
      if (challenge) {
        status.textContent = ${JSON.stringify(SIGN_IN_CHALLENGE_SOLVING)};
        status.hidden = false;
        const started = Date.now();
        const number = await solve(challenge);
        field('captchaToken').value = btoa(JSON.stringify({
          algorithm: 'SHA-256', challenge: challenge.challenge, number, salt: challenge.salt,
          signature: challenge.signature, took: Date.now() - started,
        }));
      }
    } catch {
      // The server decides: a sign-in that needed the token says why it was refused.
    }
    ready = true;
    form.requestSubmit();
  });
  // Back from the next page (back/forward cache): the form can be sent again.
  window.addEventListener('pageshow', () => { ready = false; button.disabled = false; });
})();
`;

/** One lane of the search: numbers start, start + step, … up to max, hashed with the salt. */
export const connectWorker = `'use strict';
self.onmessage = async (event) => {
  const { salt, challenge, max, start, step } = event.data;
  const target = new Uint8Array(challenge.match(/../g).map((h) => parseInt(h, 16)));
  const encoder = new TextEncoder();
  for (let n = start; n <= max; n += step) {
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(salt + n)));
    let same = true;
    for (let i = 0; i < 32; i++) if (digest[i] !== target[i]) { same = false; break; }
    if (same) { self.postMessage(n); return; }
  }
  self.postMessage(null);
};
`;
