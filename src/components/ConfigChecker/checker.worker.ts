/**
 * The configuration checker's worker: parses and validates off the main thread, so a long paste
 * never freezes the page. It loads the YAML parser, ajv and the schema, which no other page loads.
 */
import {checkText, type CheckResult} from '../../packit-config/check';
import {referenceLink} from '../../packit-config/reference';

export interface CheckRequest {
  readonly id: number;
  readonly text: string;
}

export interface CheckResponse {
  readonly id: number;
  readonly result: CheckResult;
  /** Milliseconds the check took inside the worker. */
  readonly ms: number;
}

// Compile the schema now, while the reader is still reading the page, not on the first keystroke.
checkText('', referenceLink);

self.addEventListener('message', (event: MessageEvent<CheckRequest>) => {
  const started = performance.now();
  const result = checkText(event.data.text, referenceLink);
  const response: CheckResponse = {id: event.data.id, result, ms: performance.now() - started};
  self.postMessage(response);
});
