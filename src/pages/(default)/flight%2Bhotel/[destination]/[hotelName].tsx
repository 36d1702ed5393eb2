// The route table writes this product as /flight%2Bhotel: the same page as /flight+hotel (waku matches the raw path).
export { default, getConfig } from '../../flight+hotel/[destination]/[hotelName]';
