import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { refetchAfterChange } from './query-client';

/** The server's state: whether the company is verified. A read answers what it saw when it began. */
function server() {
  let verified = false;
  let releaseSlowRead: () => void = () => undefined;
  return {
    verify: () => {
      verified = true;
    },
    /** The first read is slow (a search typed just before the click); later reads answer at once. */
    read: (() => {
      let reads = 0;
      return async () => {
        const seen = verified;
        reads += 1;
        if (reads === 1) await new Promise<void>((resolve) => (releaseSlowRead = resolve));
        return { verified: seen };
      };
    })(),
    releaseSlowRead: () => releaseSlowRead(),
  };
}

describe('refetchAfterChange', () => {
  it('shows the new state even when a list read began before the action and had no answer yet', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const backend = server();
    const observer = new QueryObserver(queryClient, { queryKey: ['operator', 'companies', { q: 'kaufhaus' }], queryFn: backend.read });
    const unsubscribe = observer.subscribe(() => undefined);

    backend.verify();
    const refreshed = refetchAfterChange(queryClient, [['operator']]);
    backend.releaseSlowRead();
    await refreshed;

    expect(observer.getCurrentResult().data).toEqual({ verified: true });
    unsubscribe();
    queryClient.clear();
  });
});
