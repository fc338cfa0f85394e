import { PageLayout } from '@vg/shared';
import { useParams } from 'react-router-dom';
import { HandOverOffer } from '../../features/hand-overs/hand-over-offer';

/** /hand-over/:code: a car offered to the member, with its history (docs/product.md#hand-over). */
export function HandOverPage() {
  const { code = '' } = useParams();
  return (
    <PageLayout
      title="A car handed over to you"
      description="Its keeper has sold it to you: accept it, and it is in your garage with its history."
    >
      <HandOverOffer code={code} />
    </PageLayout>
  );
}
