import { memo, type ComponentType, type MemoExoticComponent, type ReactNode } from 'react';
import { countRender } from './measure';

type Memoised<P> = MemoExoticComponent<ComponentType<P>> & { type: ComponentType<P>; compare: ((a: P, b: P) => boolean) | null };

const isMemo = <P,>(component: ComponentType<P>): component is Memoised<P> =>
  (component as unknown as { $$typeof?: symbol }).$$typeof === Symbol.for('react.memo');

/**
 * The widget with a render counter keyed by its `id` prop. A memoised widget stays memoised with
 * its own comparison, so the counter sees exactly the renders the widget itself would do. The
 * widget is called, not rendered as a child: the counter adds no component of its own to the
 * engine's tree (the plain form counts inside its inputs).
 */
export function countedWidget<P extends { id: string }>(Widget: ComponentType<P>): ComponentType<P> {
  const Inner = isMemo(Widget) ? Widget.type : Widget;
  // a function component is called (a class or forwardRef one, if any, still rendered)
  const call = typeof Inner === 'function' && !(Inner.prototype as { isReactComponent?: object } | undefined)?.isReactComponent ? (Inner as (props: P) => ReactNode) : undefined;
  const Counted = (props: P) => {
    // React's compiler (BENCH_REACT_COMPILER=1) would cache the call, and with it the widget's hooks
    'use no memo';
    countRender(props.id);
    return call ? call(props) : <Inner {...props} />;
  };
  return isMemo(Widget) ? (memo(Counted, Widget.compare ?? undefined) as unknown as ComponentType<P>) : Counted;
}
