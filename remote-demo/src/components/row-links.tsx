// A demo list row's links to its item's pages (view, edit…).
import { Button, Flex } from 'antd';
import { useNavigate } from 'react-router-dom';

export function RowLinks({ links }: { links: { label: string; path: string }[] }) {
  const navigate = useNavigate();
  return (
    <Flex gap={4}>
      {links.map(({ label, path }) => (
        <Button key={path} type="link" onClick={() => navigate(path)}>
          {label}
        </Button>
      ))}
    </Flex>
  );
}
