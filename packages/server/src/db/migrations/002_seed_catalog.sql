-- Customer-service contacts (operators change them with `admin config:set`) and the catalogue.
-- change_rate is the 24 h change as a fraction (0.0213 = +2.13 %).

INSERT INTO system_config (config_key, config_value, is_public, updated_at) VALUES
  ('online_service', 'mailto:support@bourse.local', 1, 0),
  ('custom_line', 'bourse-support', 1, 0),
  ('custom_whatsapp', '+15550100123', 1, 0);

INSERT INTO products (id, name, kind, summary, sort_order) VALUES
  (1, 'Spot trading', 'spot', 'Buy and sell 12 major coins against USDT with limit and market orders.', 1),
  (2, 'Perpetual contracts', 'contract', 'Go long or short with up to 100x leverage, take-profit and stop-loss.', 2),
  (3, 'Second contracts', 'second', 'Call the direction of a coin over 30 seconds to 5 minutes, from 1000 USDT.', 3),
  (4, 'Cloud mining', 'mining', 'Rent hash power by the day; earnings start at 0:00 the next day.', 4),
  (5, 'Earn', 'financial', 'Fixed-term savings with a stated annual rate, paid at maturity.', 5);

INSERT INTO coins (code_name, price, change_rate, is_open, sort_order) VALUES
  ('BTC', '97250.40', '0.0213', 0, 1),
  ('ETH', '3385.12', '0.0157', 0, 2),
  ('BNB', '642.30', '-0.0042', 0, 3),
  ('SOL', '238.55', '0.0391', 0, 4),
  ('XRP', '1.4231', '0.0624', 0, 5),
  ('ADA', '0.9812', '-0.0118', 0, 6),
  ('DOGE', '0.39210', '0.0286', 0, 7),
  ('TRX', '0.20134', '-0.0031', 0, 8),
  ('DOT', '7.842', '-0.0207', 0, 9),
  ('LTC', '98.27', '0.0075', 0, 10),
  ('LINK', '17.635', '0.0142', 0, 11),
  ('AVAX', '42.18', '-0.0265', 0, 12);
