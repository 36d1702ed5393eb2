import type { ReactNode } from 'react';
import { css } from '../../../styled-system/css';
import type { ContentPage } from '@/content/types';
import { PageMeta } from '../layout/PageMeta';

const h1 = css({ fontSize: '2xl', fontWeight: 'bold', mb: '3', color: 'fg.default' });
const h2 = css({ fontSize: 'lg', fontWeight: 'bold', mt: '6', mb: '2' });
const para = css({ lineHeight: 'relaxed', mb: '3', color: 'fg.default' });
const list = css({ listStyleType: 'disc', ps: '6', lineHeight: 'relaxed', '& li': { mb: '1' } });

const narrow = css({ maxW: '[52rem]' });

/**
 * A content page: meta, heading, intro and sections, in a reading width; `wide` goes after the intro at the page's
 * full width (a product home's search form), `children` after it in the reading width (lead boxes, links).
 */
export function Article({ page, children, after, wide }: { page: ContentPage; children?: ReactNode; after?: ReactNode; wide?: ReactNode }) {
  return (
    <article>
      <PageMeta title={page.title} description={page.description} noindex={page.noindex ?? false} />
      <div className={narrow}>
        <h1 className={h1}>{page.heading}</h1>
        <p className={css({ fontSize: 'lg', color: 'fg.muted', lineHeight: 'relaxed', mb: '4' })}>{page.intro}</p>
      </div>
      {wide}
      <div className={narrow}>
        {children}
        {page.sections.map((section) => (
          <section key={section.heading}>
            <h2 className={h2}>{section.heading}</h2>
            {section.paragraphs?.map((p) => (
              <p key={p} className={para}>
                {p}
              </p>
            ))}
            {section.items ? (
              <ul className={list}>
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
        {after}
      </div>
    </article>
  );
}

/** A row of internal links (popular routes, related pages). */
export function LinkList({ title, links }: { title: string; links: readonly { href: string; label: string }[] }) {
  return (
    <nav aria-label={title} className={css({ my: '6' })}>
      <h2 className={h2}>{title}</h2>
      <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        {links.map((l) => (
          <li key={l.href}>
            <a
              href={l.href}
              className={css({
                display: 'inline-block',
                px: '3',
                py: '2',
                bg: 'white',
                borderWidth: '1px',
                borderColor: 'border.subtle',
                borderRadius: 'l2',
                color: 'primary.default',
                _hover: { bg: 'bg.subtle' },
              })}
            >
              {l.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
