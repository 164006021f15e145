'use client';

import dynamic from 'next/dynamic';

// The toast renderer loads after hydration, so pages that never toast do not pay for it up front;
// toast() calls queue in react-hot-toast's store and show once it is there.
export const LazyToaster = dynamic(() => import('./toaster').then((m) => m.Toaster), { ssr: false });
