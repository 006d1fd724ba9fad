import { BulbOutlined } from '@ant-design/icons';
import { Col, Flex, Row, Typography } from 'antd';
import { SectionCard } from './SectionCard';
import { KEY_PRINCIPLES } from './strategy-model';
import './KeyPrinciples.css';

/** Six rules of thumb that hold for every negotiation. */
export function KeyPrinciples() {
  return (
    <SectionCard title="Key Strategic Principles" startFolded>
      <Row gutter={[16, 16]} role="list" aria-label="Key Strategic Principles">
        {KEY_PRINCIPLES.map((principle) => (
          <Col key={principle.title} xs={24} md={12} lg={8} role="listitem">
            <Flex gap={10} align="start">
              <BulbOutlined aria-hidden className="key-principle-icon" />
              <div>
                <Typography.Title level={3} className="key-principle-title">
                  {principle.title}
                </Typography.Title>
                <Typography.Paragraph type="secondary" className="m-0">
                  {principle.text}
                </Typography.Paragraph>
              </div>
            </Flex>
          </Col>
        ))}
      </Row>
    </SectionCard>
  );
}
