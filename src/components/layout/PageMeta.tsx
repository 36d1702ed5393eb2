import { BRAND_FA } from '@/lib/constants';

/** Title (always ending with the brand), description and robots for one page. React 19 hoists these into <head>. */
export function PageMeta({ title, description, noindex = false }: { title: string; description: string; noindex?: boolean }) {
  return (
    <>
      <title>{`${title} | ${BRAND_FA}`}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex, nofollow" /> : null}
    </>
  );
}
