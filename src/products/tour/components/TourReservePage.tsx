/**
 * `/package/reserve?packageId=&departureId=`: the chosen departure (as it stands now: a sold-out date cannot be
 * chosen) and the rooms form. Without a package or a departure it goes back to the package page with the reason.
 */
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { PageMeta } from '@/components/layout/PageMeta';
import { formatJalali } from '@/lib/date-format';
import { persianNumber } from '@/lib/text';
import { upstream } from '@/server/request-context';
import { UpstreamError } from '@/server/upstream/request';
import { tourDetail as d, tourResults as res, tourReserve as r, tourTexts } from '../messages';
import { packagePath } from '../model/query';
import type { TourPackageDetail } from '../server/schemas';
import { tourApi } from '../server/upstream';
import { TourReserveForm } from './TourReserveForm';
import { CashbackProvider } from '@/components/account/CashbackContext';
import { viewerCashbackPercent } from '@/server/cashback';

const box = css({ bg: 'white', borderRadius: 'l3', borderWidth: '1px', borderColor: 'border.default', p: '4', display: 'grid', gap: '2' });

function Problem({ title, text, back }: { title: string; text: string; back: string }) {
  return (
    <div role="alert" className={box} data-testid="tour-reserve-problem">
      <PageMeta title={title} description={text} noindex />
      <h1 className={css({ fontWeight: 'bold', fontSize: 'lg' })}>{title}</h1>
      <p>{text}</p>
      <a href={back} className={button({ variant: 'outline' })}>
        {r.backToPackage}
      </a>
    </div>
  );
}

export async function TourReservePage({ packageId, departureId }: { packageId: number | null; departureId: string | null }) {
  if (packageId === null) return <Problem title={d.notFound} text={d.notFound} back="/tour" />;
  let pkg: TourPackageDetail;
  // The cashback line under the total (spec 001 §9), for a logged-in viewer: one call beside the package, never a failure.
  let cashbackPercent: number | null;
  try {
    [pkg, cashbackPercent] = await Promise.all([tourApi(upstream()).detail(packageId), viewerCashbackPercent()]);
  } catch (err) {
    if (err instanceof UpstreamError && err.kind === 'http' && (err.status === 404 || err.status === 400))
      return <Problem title={d.notFound} text={d.notFound} back="/tour" />;
    if (err instanceof UpstreamError) return <Problem title={res.outageTitle} text={res.outage} back={packagePath(packageId)} />;
    throw err;
  }
  const dep = pkg.departures.find((x) => x.departureId === departureId);
  if (!dep) return <Problem title={r.title} text={r.noDeparture} back={packagePath(packageId)} />;
  if (dep.isSoldOut) return <Problem title={tourTexts.soldOut} text={r.chooseAnother} back={packagePath(packageId)} />;
  return (
    <>
      <PageMeta title={`${r.title} — ${pkg.title}`} description={pkg.description} noindex />
      <div className={css({ display: 'grid', gap: '4', maxW: '[48rem]' })}>
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{r.title}</h1>
        <section className={box} aria-label={pkg.title} data-testid="tour-reserve-departure">
          <p className={css({ fontWeight: 'bold' })}>
            <a href={packagePath(pkg.packageId)}>{pkg.title}</a>
          </p>
          <p>
            {r.departure}: {formatJalali(dep.date, { weekday: true })} — {d.seatsLeft(persianNumber(dep.seatsLeft))}
          </p>
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            {d.childBands(
              persianNumber(pkg.childBands.infantMaxAge + 1),
              persianNumber(pkg.childBands.noBedMaxAge),
              persianNumber(pkg.childBands.childMaxAge),
            )}
          </p>
        </section>
        <CashbackProvider percent={cashbackPercent}>
          <TourReserveForm
            packageId={pkg.packageId}
            departureId={dep.departureId}
            seatsLeft={dep.seatsLeft}
            prices={dep.prices}
            bands={pkg.childBands}
            maxRooms={pkg.maxRooms}
          />
        </CashbackProvider>
      </div>
    </>
  );
}
