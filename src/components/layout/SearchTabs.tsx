import { css } from '../../../styled-system/css';
import { MAIN_NAV } from '@/content/navigation';
import * as messages from '@/lib/messages';
import { NavLinks } from './HeaderLinks';

/** The search navigation tabs (spec 001 §2): the main nav (src/content/navigation.ts): flight, hotel, flight+hotel, tour. */
export function SearchTabs() {
  const links = [...MAIN_NAV];
  return (
    <nav aria-label={messages.shell.searchTabs}>
      <NavLinks
        links={links}
        className={css({
          display: 'flex',
          gap: '2',
          bg: 'white',
          p: '1.5',
          borderRadius: 'l3',
          boxShadow: 'sm',
          w: '[fit-content]',
          maxW: 'full',
          overflowX: 'auto',
        })}
        linkClassName={css({
          display: 'block',
          px: '5',
          py: '2',
          borderRadius: 'l2',
          fontWeight: 'medium',
          whiteSpace: 'nowrap',
          _hover: { bg: 'gray.3' },
          '&[aria-current=page]': { bg: 'primary.default', color: 'white' },
        })}
      />
    </nav>
  );
}
