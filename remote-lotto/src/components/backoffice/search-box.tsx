// A search field that asks the API once the staff member stops typing (or presses Enter), not at
// every key; clearing it searches for everything again at once.
import { Input } from 'antd';
import { useEffect, useState } from 'react';

/** How long typing must pause before the search runs. */
export const SEARCH_PAUSE_MS = 400;

export function SearchBox({ value, label, placeholder, onSearch }: { value: string; label: string; placeholder?: string; onSearch: (value: string) => void }) {
  const [typed, setTyped] = useState(value);
  const [shown, setShown] = useState(value);
  // The address changed the search (back, a link): show it.
  if (value !== shown) {
    setShown(value);
    setTyped(value);
  }
  useEffect(() => {
    if (typed.trim() === value) return;
    const timer = setTimeout(() => onSearch(typed.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, value, onSearch]);
  return (
    <Input
      type="search"
      aria-label={label}
      placeholder={placeholder ?? label}
      value={typed}
      allowClear
      className="bo-search"
      style={{ width: 260, maxWidth: '100%' }}
      onChange={(event) => {
        setTyped(event.target.value);
        if (event.target.value === '') onSearch('');
      }}
      onPressEnter={() => onSearch(typed.trim())}
    />
  );
}
