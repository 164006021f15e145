// Colours that read on light and, when a mail program inverts the mail for dark mode, on dark backgrounds too:
// no pure white or black, mid-saturation link blue, and nothing that carries meaning by colour alone.
export const colors = {
  page: '#f4f4f2',
  card: '#fcfcfa',
  text: '#222426',
  heading: '#14213d',
  muted: '#4b5057',
  link: '#1f4fbf',
  accent: '#2b6b5a',
  rule: '#d6d6d2',
};

export const font = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
