import { css } from '../../../styled-system/css';
import { Article } from '@/components/content/Article';
import { MAGAZINE_SECTIONS, magazinePage } from '@/content/magazine';

/**
 * `/blog`: «مجله» of the header and the footer when no external magazine is set (MAGAZINE_URL; with it the edge
 * redirects /blog there): the site's travel articles, each a card with its title and summary.
 */
export default async function MagazinePage() {
  return (
    <Article page={magazinePage}>
      {MAGAZINE_SECTIONS.filter((s) => s.articles.length > 0).map((s) => (
        <section key={s.id} aria-labelledby={`magazine-${s.id}`} data-testid="magazine-section" className={css({ mt: '6' })}>
          <h2 id={`magazine-${s.id}`} className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '3' })}>
            {s.heading}
          </h2>
          <ul
            className={css({
              display: 'grid',
              gap: '3',
              gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
              listStyle: 'none',
              p: '0',
            })}
          >
            {s.articles.map((a) => (
              <li
                key={a.href}
                className={css({ bg: 'white', borderWidth: '1px', borderColor: 'border.subtle', borderRadius: 'l3', p: '4', minW: '0' })}
              >
                <a
                  href={a.href}
                  data-magazine-article
                  className={css({ fontWeight: 'bold', color: 'primary.text', _hover: { textDecoration: 'underline' } })}
                >
                  {a.title}
                </a>
                <p className={css({ fontSize: 'sm', color: 'fg.muted', mt: '1' })}>{a.description}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Article>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
