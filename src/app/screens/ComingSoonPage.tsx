import { ComingSoon } from '../../engine/react/ComingSoon';
import { texts } from '../texts';

export default function ComingSoonPage() {
  return <ComingSoon texts={texts} />;
}
