import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload } from 'antd';

export interface ImportCaseButtonProps {
  importing: boolean;
  onFile: (file: File) => void;
}

/** `Import case`: picks a JSON file exported from Parley; nothing is uploaded until the page checks it. */
export function ImportCaseButton({ importing, onFile }: ImportCaseButtonProps) {
  return (
    <Upload
      accept=".json,application/json"
      showUploadList={false}
      disabled={importing}
      beforeUpload={(file) => {
        onFile(file);
        // The page sends the file's JSON itself; antd's own upload request stays unused.
        return false;
      }}
    >
      <Button size="large" icon={<UploadOutlined aria-hidden />} loading={importing}>
        Import case
      </Button>
    </Upload>
  );
}
