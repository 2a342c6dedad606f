/**
 * The part of crypto-js the envelope cipher uses (AES-CBC, zero padding, Base64, UTF-8), aliased for
 * 'crypto-js' in the browser build so the login page does not carry every hash and cipher of the library.
 */
import CryptoJS from 'crypto-js/core';
import 'crypto-js/enc-base64';
import 'crypto-js/md5';
import 'crypto-js/evpkdf';
import 'crypto-js/cipher-core';
import 'crypto-js/aes';
import 'crypto-js/pad-zeropadding';

export default CryptoJS;
