import { tryGetContext } from 'hono/context-storage';

/**
 * React's streaming runtime (`$RC`) reveals a Suspense boundary that streams in after the first paint from a task: a
 * timer set to 300 ms after the previous reveal or the first paint (`$RT`, its throttle), which has long passed when a
 * search's first round arrives, so a task and then the next frame. When `$RT` is not a number, the runtime reveals in
 * the next animation frame instead, and the content is laid out and painted in that same frame: the first round's
 * cards show one task sooner (10–15 ms of the first-card figure on the bench machine, issue 15). The throttle only
 * batches boundaries that stream in close together; a results page streams one boundary. If a React release stops
 * reading `$RT`, this changes nothing; reveals then happen as React decides.
 */
const SCRIPT = "Object.defineProperty(window,'$RT',{configurable:true,get:function(){},set:function(){}})";

export function RevealInFrame() {
  const nonce = tryGetContext<{ Variables: { secureHeadersNonce?: string } }>()?.get('secureHeadersNonce');
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours, allowed by the request's CSP nonce.
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}
