/** A channel's small picture, beside its word (never alone): a webhook's hook, a push's arrow, an e-mail's envelope. */
import type { Channel } from './types.ts';

const PATHS: Record<Channel, string> = {
  webhook:
    'M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7',
  push: 'M5 12h14M13 6l6 6-6 6',
  email: 'M3 6h18v12H3zM3 7l9 6 9-6',
};

export function ChannelIcon(props: { channel: Channel }) {
  return (
    <svg
      class={`channel-icon channel-${props.channel}`}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[props.channel]} />
    </svg>
  );
}
