/** A link to a page of the console that moves without reloading (a plain link for a new tab). */
import type { ComponentChildren } from 'preact';
import { BASE, keptQuery, navigate } from '../router.ts';

export function Link(props: { to: string; class?: string; current?: boolean; children: ComponentChildren }) {
  return (
    <a
      href={`${BASE}${props.to}${keptQuery()}`}
      class={props.class}
      aria-current={props.current ? 'page' : undefined}
      onClick={(event) => {
        if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        navigate(props.to);
      }}
    >
      {props.children}
    </a>
  );
}
