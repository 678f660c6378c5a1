-- Carts: lookups the cart flow makes on every save and payment. A booking's carts (its
-- payment, the cart menu), and whether a gift card already sits in some cart (a card is
-- sold in one cart at a time).
CREATE INDEX cart_booking_idx ON cart (booking_id) WHERE booking_id IS NOT NULL;
CREATE INDEX cart_item_gift_card_idx ON cart_item (gift_card_id) WHERE gift_card_id IS NOT NULL;
