import { BulbOutlined } from '@ant-design/icons';
import { Col, Flex, Row, Typography } from 'antd';
import { SectionCard } from './SectionCard';
import { KEY_PRINCIPLES } from './strategy-model';

/** Six rules of thumb that hold for every negotiation. */
export function KeyPrinciples() {
  return (
    <SectionCard title="Key Strategic Principles">
      <Row gutter={[16, 16]} role="list" aria-label="Key Strategic Principles">
        {KEY_PRINCIPLES.map((principle) => (
          <Col key={principle.title} xs={24} md={12} lg={8} role="listitem">
            <Flex gap={10} align="start">
              <BulbOutlined aria-hidden style={{ color: '#1d4ed8', marginTop: 4 }} />
              <div>
                <Typography.Title level={3} style={{ fontSize: 15, margin: 0 }}>
                  {principle.title}
                </Typography.Title>
                <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
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
