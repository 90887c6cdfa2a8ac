/** One paragraph about each city's medical offer, shown on its landing page (server-rendered). */
export const CITY_DESCRIPTIONS: Readonly<Record<string, string>> = {
  "ciudad-de-mexico":
    "La capital reúne la mayor oferta médica del país: hospitales públicos de alta especialidad, los Institutos Nacionales de Salud y una extensa red de hospitales y consultorios privados.",
  guadalajara:
    "Guadalajara es el principal polo médico del occidente del país, con el Hospital Civil de Guadalajara, el Centro Médico Nacional de Occidente del IMSS y una amplia oferta de hospitales privados.",
  monterrey:
    "Monterrey cuenta con el Hospital Universitario de la UANL, unidades de alta especialidad del IMSS y una red privada muy desarrollada que atiende a pacientes de todo el noreste.",
  puebla:
    "Puebla cuenta con hospitales de especialidades del IMSS y del ISSSTE, el Hospital Universitario de la BUAP y una oferta privada en crecimiento en la zona de Angelópolis.",
  tijuana:
    "Tijuana tiene una amplia oferta de clínicas y consultorios privados, concentrada en la Zona Río, que atiende tanto a la población local como a pacientes que cruzan desde Estados Unidos.",
  leon: "León es el principal centro de atención médica de Guanajuato, con el Hospital Regional de Alta Especialidad del Bajío, unidades del IMSS y hospitales privados.",
  "ciudad-juarez":
    "Ciudad Juárez cuenta con hospitales del IMSS, del gobierno estatal y privados; buena parte de los consultorios de especialidad se ubica en la zona Pronaf y sobre la avenida Tecnológico.",
  torreon:
    "Torreón es el centro de atención médica de la Comarca Lagunera y recibe en sus hospitales públicos y privados a pacientes de Coahuila y de Durango.",
  queretaro:
    "Querétaro ha ampliado de forma notable su oferta médica privada en los últimos años y cuenta con el Hospital General de Querétaro y unidades del IMSS y del ISSSTE.",
  "san-luis-potosi":
    "San Luis Potosí cuenta con el Hospital Central Dr. Ignacio Morones Prieto, vinculado a la Facultad de Medicina de la UASLP, además de hospitales del IMSS y privados.",
  merida:
    "Mérida es el principal centro médico de la península de Yucatán, con el Hospital Regional de Alta Especialidad de la Península de Yucatán y una oferta privada concentrada en el norte de la ciudad.",
  aguascalientes:
    "Aguascalientes cuenta con el Centenario Hospital Miguel Hidalgo, unidades del IMSS y del ISSSTE y varios hospitales privados.",
  mexicali:
    "Mexicali ofrece atención en hospitales públicos y privados, y sus consultorios reciben también a pacientes del Valle Imperial de California.",
  cuernavaca:
    "Cuernavaca concentra buena parte de la atención médica especializada de Morelos en hospitales públicos y privados.",
  saltillo:
    "Saltillo cuenta con hospitales del IMSS, del ISSSTE y del gobierno estatal, además de hospitales privados y la Facultad de Medicina de la Universidad Autónoma de Coahuila.",
  xalapa:
    "Como capital de Veracruz, Xalapa reúne hospitales estatales de referencia como el Centro de Alta Especialidad Dr. Rafael Lucio, además de unidades del IMSS y del ISSSTE.",
  tampico:
    "La zona conurbada de Tampico, Ciudad Madero y Altamira cuenta con hospitales públicos, entre ellos el Hospital Regional de Pemex en Ciudad Madero, y con una oferta privada concentrada en Tampico.",
  morelia:
    "Morelia es el centro de atención médica de Michoacán, con el Hospital General Dr. Miguel Silva, unidades del IMSS y del ISSSTE y hospitales privados.",
  chihuahua:
    "La capital del estado cuenta con hospitales del IMSS, del ISSSTE y del gobierno estatal, como el Hospital Central, además de hospitales privados.",
  oaxaca:
    "Oaxaca de Juárez concentra la atención especializada del estado, con el Hospital Regional de Alta Especialidad de Oaxaca en su zona metropolitana y unidades del IMSS y del ISSSTE.",
  toluca:
    "Toluca y Metepec reúnen hospitales del IMSS, del ISSSTE y del ISSEMyM, el Centro Médico Lic. Adolfo López Mateos y varios hospitales privados.",
  cancun:
    "Cancún cuenta con hospitales públicos y una oferta privada que atiende tanto a residentes como a visitantes de la zona turística.",
};
