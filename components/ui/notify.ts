// react-hot-toast loads with the first toast instead of with the page: on text pages a toast only ever answers a click.
import type { Renderable } from 'react-hot-toast';

const withToast = () => import('react-hot-toast').then((m) => m.default);

export const notify = {
  show: (message: Renderable) => void withToast().then((toast) => toast(message)),
  success: (message: Renderable) => void withToast().then((toast) => toast.success(message)),
  error: (message: Renderable) => void withToast().then((toast) => toast.error(message)),
};
