import { memo, type ComponentType, type MemoExoticComponent } from 'react';
import { countRender } from './measure';

type Memoised<P> = MemoExoticComponent<ComponentType<P>> & { type: ComponentType<P>; compare: ((a: P, b: P) => boolean) | null };

const isMemo = <P,>(component: ComponentType<P>): component is Memoised<P> =>
  (component as unknown as { $$typeof?: symbol }).$$typeof === Symbol.for('react.memo');

/**
 * The widget with a render counter keyed by its `id` prop. A memoised widget stays memoised with
 * its own comparison, so the counter sees exactly the renders the widget itself would do.
 */
export function countedWidget<P extends { id: string }>(Widget: ComponentType<P>): ComponentType<P> {
  const Inner = isMemo(Widget) ? Widget.type : Widget;
  const Counted = (props: P) => {
    countRender(props.id);
    return <Inner {...props} />;
  };
  return isMemo(Widget) ? (memo(Counted, Widget.compare ?? undefined) as unknown as ComponentType<P>) : Counted;
}
