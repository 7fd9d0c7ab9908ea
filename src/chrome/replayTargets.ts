// The events React queues when they reach a part of the tree it has not hydrated yet, and replays
// once that part has hydrated (react-dom's queueIfContinuousEvent).
const REPLAYED = ['focusin', 'dragenter', 'mouseover', 'pointerover', 'gotpointercapture'];
// The platform's own getter, called on each event as `this`.
// eslint-disable-next-line @typescript-eslint/unbound-method
const platformTarget = Object.getOwnPropertyDescriptor(Event.prototype, 'target')?.get as ((this: Event) => EventTarget | null) | undefined;

/**
 * React replays such an event on its target (`event.target.dispatchEvent(copy)`) after the event's
 * own dispatch has ended, and in a shadow root the platform then clears the target (DOM: "clear
 * targets"): the replay read `dispatchEvent` of null, an uncaught TypeError at the page's
 * window.onerror (issue 72: a mouse over the hamburger or the drawer as the header hydrated).
 * Each such event the shadow root sees keeps its target for after its dispatch: during it, the
 * platform's own answer as ever (retargeted for listeners outside), after it the node it reached.
 */
export function keepReplayTargets(root: Node): void {
  for (const type of REPLAYED) root.addEventListener(type, keepTarget, true);
}

function keepTarget(event: Event): void {
  const reached = event.target;
  Object.defineProperty(event, 'target', {
    configurable: true,
    get(this: Event): EventTarget | null {
      return platformTarget?.call(this) ?? reached;
    },
  });
}
