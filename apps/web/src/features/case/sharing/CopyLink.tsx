import { CopyOutlined } from '@ant-design/icons';
import { App, Button, Flex, Input } from 'antd';

/** A link shown once, in a field to select, with Copy. */
export function CopyLink({ url, label }: { url: string; label: string }) {
  const { message } = App.useApp();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      void message.success('Link copied');
    } catch {
      void message.info('Select the link and copy it');
    }
  };
  return (
    <Flex gap={8}>
      <Input readOnly value={url} aria-label={label} onFocus={(e) => e.target.select()} />
      <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy()}>
        Copy
      </Button>
    </Flex>
  );
}
