import type { MessageKey } from "./catalogue-en.js";

/**
 * The API's shopper messages in Turkish (ADR 2011): the same keys and `{placeholders}` as the
 * English catalogue (the compiler checks the keys, `messages.test.ts` the placeholders). Values
 * are put in as the caller reads them (prices `tr-TR`, colours and statuses in Turkish).
 */
export const TR: Record<MessageKey, string> = {
  /* ------------------------------------------------------------ HTTP: generic answers */
  "http.notFound": "Bulunamadı",
  "http.routeNotFound": "{method} {path} adresi bulunamadı",
  "http.badRequest": "İstek geçersiz",
  "http.unauthorized": "Bu işlem için giriş yapmanız gerekiyor",
  "http.sessionInvalid": "Oturumunuzun süresi doldu ya da oturum geçersiz; lütfen yeniden giriş yapın",
  "http.forbidden": "Bu işlem için yönetici yetkisi gerekiyor",
  "http.rateLimited": "Çok fazla istek gönderildi; lütfen {after} sonra tekrar deneyin",
  "http.queryBudget": "Adresinizden çok sayıda yeni arama ve filtre geldi; lütfen biraz bekleyin",
  "http.databaseUnavailable":
    "Hizmet geçici olarak kullanılamıyor: veritabanına ulaşılamıyor. Lütfen birazdan tekrar deneyin.",
  "http.internal": "Sunucuda beklenmeyen bir hata oluştu",
  "http.bodyTooLarge": "Gönderilen veri çok büyük",
  "http.unsupportedMediaType": "Desteklenmeyen içerik türü; lütfen application/json gönderin",
  "http.malformedJson": "Gönderilen veri okunamadı (geçersiz JSON)",
  "http.emptyBody": "Gönderilen veri boş; lütfen bir JSON nesnesi gönderin",
  "http.unsupportedEncoding": "Desteklenmeyen sıkıştırma biçimi (Content-Encoding): {encoding}",
  "http.undecodableBody": "Gönderilen veri, belirtilen sıkıştırma biçimiyle açılamadı",
  "http.addressTooLong": "Adres çok uzun",
  "http.malformedAddress": "Adres geçersiz: hatalı yüzde kodlaması",
  "http.invalid": "Lütfen {part} kontrol edin: {summary}",

  /* ------------------------------------------------------------ accounts */
  "users.invalidCredentials": "E-posta adresi ya da şifre hatalı",
  "users.emailTaken": "Bu e-posta adresiyle kayıtlı bir hesap zaten var",
  "users.notFound": "Kullanıcı bulunamadı",
  "users.currentPasswordWrong": "Mevcut şifreniz hatalı",
  "users.signInLimited": "Bu hesap için çok fazla giriş denemesi yapıldı; lütfen {seconds} saniye sonra tekrar deneyin",
  "users.resetLimited": "Bu adres için çok fazla şifre sıfırlama isteği geldi; lütfen {duration} sonra tekrar deneyin",
  "users.resetRequested":
    "Bu adrese ait bir hesap varsa, yeni şifre belirlemeniz için bir bağlantı gönderdik. Bağlantı 1 saat geçerlidir.",
  "users.resetLinkInvalid": "Bu şifre sıfırlama bağlantısı geçerli değil. Lütfen yeni bir bağlantı isteyin.",
  "users.resetLinkUsed": "Bu şifre sıfırlama bağlantısı daha önce kullanıldı. Lütfen yeni bir bağlantı isteyin.",
  "users.resetLinkExpired": "Bu şifre sıfırlama bağlantısının süresi doldu. Lütfen yeni bir bağlantı isteyin.",
  "password.tooCommon": "Bu şifre çok yaygın; lütfen başka bir şifre seçin",
  "password.repeated": "Şifre tek bir karakterin tekrarından oluşamaz",
  "password.containsEmail": "Şifre, e-posta adresinizin @ işaretinden önceki kısmını içeremez",

  /* ------------------------------------------------------------ catalogue */
  "catalog.productNotFound": "Ürün bulunamadı",
  "catalog.collectionNotFound": "Koleksiyon bulunamadı",
  "catalog.priceRange": "Lütfen fiyat aralığını kontrol edin: en düşük fiyat en yüksek fiyattan büyük olamaz",

  /* ------------------------------------------------------------ cart and stock */
  "cart.productNotFound": "Ürün bulunamadı",
  "cart.lineNotFound": "Bu ürün sepetinizde yok",
  "cart.outOfStock": "{item} stokta kalmadı",
  "cart.onlyLeft": "{item} için stokta yalnızca {count} adet kaldı",
  "cart.quantityLimit": "Bir satırda en fazla {max} adet olabilir",
  "cart.notSold": "{item} satışta değil",
  "cart.chooseColour": "Lütfen bir renk seçin",
  "cart.colourNotOffered": "Lütfen şu renklerden birini seçin: {colours}",
  "cart.noColours": "Bu ürünün renk seçeneği yok",
  "cart.packingNotOffered": "Lütfen şu koli seçeneklerinden birini seçin: {packings}",

  /* ------------------------------------------------------------ checkout and orders */
  "orders.notFound": "Sipariş bulunamadı",
  "orders.emptyCart": "Sepetiniz boş",
  "orders.noCartOwner": "Giriş yapın ya da sepetinizin guestId bilgisiyle misafir olarak devam edin",
  "orders.idempotencyKey": "Geçersiz istek başlığı: Idempotency-Key 8 ile 100 karakter arasında olmalı",
  "orders.tooLarge": "Sipariş tutarı çok yüksek; lütfen siparişinizi birkaç siparişe bölün",
  "orders.configurationChanged":
    "{name}: sepetinizdeki yapılandırma artık bu haliyle sunulmuyor; lütfen yeniden açıp sepete tekrar ekleyin",
  "orders.changedMeanwhile": "Sipariş aynı anda değiştirildi; lütfen sayfayı yenileyip tekrar deneyin",
  "orders.notCancellable":
    "Yalnızca beklemedeki ya da hazırlanan siparişler iptal edilebilir; bu siparişin durumu: {status}",
  "orders.deliveryChanged": "Bu siparişin teslimat ücreti {amount}; lütfen siparişinizi gözden geçirip tekrar deneyin",
  "orders.vatChanged": "Bu siparişin KDV tutarı {amount}; lütfen siparişinizi gözden geçirip tekrar deneyin",
  "orders.totalChanged": "Bu siparişin toplam tutarı {amount}; lütfen siparişinizi gözden geçirip tekrar deneyin",
  "orders.claimRequested":
    "E-posta adresinizle misafir olarak verilmiş siparişler varsa, bunları hesabınıza eklemeniz için bir bağlantı bu adrese gönderiliyor.",
  "orders.claimedOne": "Misafir olarak verdiğiniz 1 sipariş hesabınıza eklendi",
  "orders.claimedMany": "Misafir olarak verdiğiniz {count} sipariş hesabınıza eklendi",
  "orders.claimLinkInvalid":
    "Bu bağlantı bu hesap için geçerli değil. Lütfen Siparişlerim sayfasından yeni bir bağlantı isteyin.",
  "orders.claimLinkUsed":
    "Bu bağlantı daha önce kullanıldı. Lütfen Siparişlerim sayfasından yeni bir bağlantı isteyin.",
  "orders.claimLinkExpired": "Bu bağlantının süresi doldu. Lütfen Siparişlerim sayfasından yeni bir bağlantı isteyin.",
  "orders.claimEmailChanged":
    "Bu bağlantı gönderildikten sonra hesabınızın e-posta adresi değişti. Lütfen Siparişlerim sayfasından yeni bir bağlantı isteyin.",

  /* ------------------------------------------------------------ addresses and delivery */
  "address.chooseProvince": "Lütfen listeden bir il seçin",
  "address.chooseDistrictOf": "Lütfen {province} iline ait bir ilçe seçin",
  "address.postalDigits": "Posta kodu 5 haneli olmalı",
  "address.postalPlate": "Posta kodu bir il plaka numarasıyla (01–81) başlamalı",
  "address.postalProvince": "{province} posta kodları {code} ile başlar",
  "address.notFound": "Adres bulunamadı",
  "address.limit": "En fazla {max} adres kaydedebilirsiniz; lütfen önce birini silin",
  "address.deleted": "Adres silindi",
  "delivery.noProvince": "Teslimat ücretini görmek için bir il seçin",
  "delivery.notDelivered":
    "Yalnızca Türkiye içine teslimat yapıyoruz; yurt dışı teslimatlar için lütfen bizimle iletişime geçin",
  "delivery.noAssembly": "Montaj hizmeti şu anda sunulmuyor",

  /* ------------------------------------------------------------ contact, newsletter, order requests */
  "contact.received": "Teşekkür ederiz, mesajınız bize ulaştı",
  "newsletter.subscribed":
    "Abone olduğunuz için teşekkür ederiz! Yeni koleksiyonlar ve stüdyo haberleri e-posta kutunuza gelecek.",
  "newsletter.alreadySubscribed": "Zaten listemizdesiniz — bizi takip ettiğiniz için teşekkür ederiz!",
  "requests.recorded": "Sipariş talebiniz kaydedildi",
  "requests.colourRequired": "Bu ürün için bir renk seçmelisiniz",
  "requests.colourNotOffered": "Seçilen renk bu ürünün renkleri arasında yok",
  "requests.packingRequired": "Lütfen bir koli seçeneği seçin",
  "requests.packingNotOffered": "Seçilen koli bu ürünün seçenekleri arasında yok",

  /* ------------------------------------------------------------ configurator */
  "configurator.notFound": "Yapılandırıcı bulunamadı",
  "configurator.invalid": "Geçersiz yapılandırma: {notes}",
};
