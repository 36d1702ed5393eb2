/** `/package/faqItems[?packageId=]`: the tours' frequently asked questions from the catalogue (a package's own with its id). */
import { css } from '../../../../styled-system/css';
import { PageMeta } from '@/components/layout/PageMeta';
import { upstream } from '@/server/request-context';
import { UpstreamError } from '@/server/upstream/request';
import { tourDetail as d, tourResults as r } from '../messages';
import { tourApi } from '../server/upstream';

export async function TourFaqPage({ packageId }: { packageId: number | null }) {
  let items: { question: string; answer: string }[] | null = null;
  try {
    items = (await tourApi(upstream()).faq(packageId ?? undefined)).items;
  } catch (err) {
    if (!(err instanceof UpstreamError)) throw err;
    if (err.kind === 'http' && err.status === 404)
      items =
        (
          await tourApi(upstream())
            .faq()
            .catch(() => null)
        )?.items ?? null;
  }
  return (
    <div className={css({ display: 'grid', gap: '3', bg: 'white', p: '4', borderRadius: 'l3' })}>
      <PageMeta title={d.faq} description={d.faq} />
      <h1 className={css({ fontSize: 'xl', fontWeight: 'bold' })}>{d.faq}</h1>
      {items === null ? (
        <p role="alert">{r.outage}</p>
      ) : (
        <div className={css({ display: 'grid', gap: '2' })} data-testid="tour-faq">
          {items.map((f) => (
            <details key={f.question} className={css({ borderBottomWidth: '1px', borderColor: 'border.default', pb: '2' })}>
              <summary className={css({ cursor: 'pointer', fontWeight: 'medium' })}>{f.question}</summary>
              <p className={css({ mt: '1', color: 'fg.muted' })}>{f.answer}</p>
            </details>
          ))}
        </div>
      )}
    </div>
  );
}
