import { Favorites } from '@/products/hotel/components/DashboardFavorites';
import { DashTitle } from '@/components/dashboard/ui';
import { PageMeta } from '@/components/layout/PageMeta';
import * as messages from '@/lib/messages';

/** Favourite hotels, kept in this browser. */
export default async function FavoritesPage() {
  return (
    <>
      <PageMeta title={messages.dash.favorites} description={messages.dash.title} noindex />
      <DashTitle>{messages.dash.favorites}</DashTitle>
      <Favorites />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
